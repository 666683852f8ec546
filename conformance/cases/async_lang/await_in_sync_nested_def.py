# await in a def nested in an async def is a SyntaxError naming the line
async def outer():
    def inner():
        return await thing()
    return inner
