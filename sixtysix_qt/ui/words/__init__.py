"""Words several places share: names, rule texts, the rules page, hints, languages.

A string said in one place lives with the widget that shows it (its
``translate_ui``); the retranslation registry (``retranslate.py``) sets them all again.
"""
