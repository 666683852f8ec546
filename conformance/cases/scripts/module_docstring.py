# a script's docstring (after comments) is its __doc__, read at module level and from functions
"""Report generator.

Usage: module_docstring.py [options]
"""
def usage():
    return __doc__.splitlines()[0]
print(__doc__)
print(usage())
