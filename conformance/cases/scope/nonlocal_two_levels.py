# nonlocal rebinds the nearest enclosing binding
def outer():
    x = "outer"
    def middle():
        x = "middle"
        def inner():
            nonlocal x
            x = "inner"
        inner()
        return x
    r = middle()
    return r, x
print(outer())
