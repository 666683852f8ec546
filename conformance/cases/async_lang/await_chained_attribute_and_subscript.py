# await binds tighter than attribute access only on its operand: (await x).attr, await x[0]
import asyncio

class Box:
    def __init__(self, v):
        self.v = v

async def make(v):
    return Box(v)

async def lst():
    return [10, 20]

async def main():
    print((await make(3)).v)
    coros = [make(4)]
    print((await coros[0]).v)
    print((await lst())[1])
    print(-await make_num(), await make_num() ** 2)

async def make_num():
    return 3

asyncio.run(main())
