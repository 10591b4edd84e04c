"""The table layer: the scene, card items, animations, layout and the panels on the felt.

It shows states and animates the difference between two of them; it never decides a rule.
"""
