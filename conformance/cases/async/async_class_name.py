# async def without a name
async def (x):
    pass
