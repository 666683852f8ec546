# run: -c
"""the -c program's docstring"""
print(__doc__)
