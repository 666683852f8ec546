# a local module with an IndentationError, raised at its import from a function
# flags: --allow-import _indent_mod
def load():
    import _indent_mod
    return _indent_mod
print("start")
load()
