# yield from inside an async function
async def f():
    yield from [1]
