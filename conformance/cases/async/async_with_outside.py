# async with outside an async function
def f():
    async with m:
        pass
