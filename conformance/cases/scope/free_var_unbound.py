# free variable referenced before assignment in the enclosing scope
def outer():
    def inner():
        return v
    r = None
    try:
        r = inner()
    except NameError as e:
        r = (type(e).__name__, str(e))
    v = 1
    return r
print(outer())
