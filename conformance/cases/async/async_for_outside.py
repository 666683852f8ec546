# async for outside an async function
def f():
    async for x in y:
        pass
