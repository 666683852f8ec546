# yield from inside an async generator is a SyntaxError
async def agen():
    yield 1
    yield from [2, 3]
