# an error inside a multi-line literal
def f():
    return {
        "a": 1,
        "b": 1 / 0,
    }
f()
