# await inside a plain function is a SyntaxError
def f():
    return await g()
