# await directly in a class body inside an async def is a SyntaxError
async def f():
    class C:
        x = await g()
