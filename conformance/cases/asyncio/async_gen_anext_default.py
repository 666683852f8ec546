# async/asyncio as CPython runs it: async gen anext default
import asyncio

async def two():
    yield "a"
    yield "b"

async def main():
    it = aiter(two())
    print(await anext(it))
    print(await anext(it, "dflt"))
    print(await anext(it, "dflt"))
    try:
        await anext(it)
    except StopAsyncIteration:
        print("exhausted")

asyncio.run(main())
