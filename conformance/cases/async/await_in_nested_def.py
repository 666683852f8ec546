# await in a plain function nested in an async def
async def outer():
    def inner():
        await x
