# return with a value in an async generator
async def agen():
    yield 1
    return 2
