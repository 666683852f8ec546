# async/asyncio as CPython runs it: awaiting a finished coroutine again, and a coroutine started by hand then awaited
import asyncio

class Step:
    def __await__(self):
        yield
        return "stepped"

async def inner():
    return await Step()

async def main():
    c = inner()
    print(await c)
    try:
        await c
    except RuntimeError as e:
        print(e)
    c2 = inner()
    c2.send(None)
    try:
        await c2
    except RuntimeError as e:
        print("error", e)

asyncio.run(main())
