# async misuse: awaiting an instance of a class without __await__
class Plain:
    pass

async def main():
    await Plain()

c = main()
try:
    c.send(None)
except TypeError as e:
    print(e)
