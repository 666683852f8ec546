# async/asyncio as CPython runs it: await errors
import asyncio

class NoIter:
    def __await__(self):
        return 5

async def main():
    try:
        await 3
    except TypeError as e:
        print(e)
    try:
        await NoIter()
    except TypeError as e:
        print(e)
    try:
        async with object():
            pass
    except TypeError as e:
        print(e)
    try:
        async for x in [1, 2]:
            pass
    except TypeError as e:
        print(e)

asyncio.run(main())
