"""Research tools of the AI experiments (benchmarks/DECISIONS.md): not product benchmarks."""
