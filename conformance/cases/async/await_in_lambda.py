# await inside a lambda is a SyntaxError
async def f():
    g = lambda: await x
