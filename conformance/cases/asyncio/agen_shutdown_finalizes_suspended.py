# asyncio.run finalizes async generators left suspended (their finally runs at the end)
import asyncio

async def gen(name):
    try:
        for i in range(10):
            yield i
    finally:
        print("finalizing", name)

async def main():
    g1 = gen("one")
    g2 = gen("two")
    print(await g1.__anext__(), await g2.__anext__())
    print("main done")
    return (g1, g2)

keep = asyncio.run(main())
print("after run")
