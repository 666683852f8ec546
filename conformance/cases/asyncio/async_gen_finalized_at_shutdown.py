# async/asyncio as CPython runs it: asyncio.run finalizes async generators left suspended (their finally blocks run, with awaits)
import asyncio

async def stream(name):
    try:
        for i in range(100):
            yield i
    finally:
        await asyncio.sleep(0)
        print("closed", name)

async def main():
    keep = stream("kept")
    print(await keep.__anext__())
    other = stream("other")
    print(await other.__anext__(), await other.__anext__())
    print("main returns")
    return keep, other

asyncio.run(main())
print("after run")
