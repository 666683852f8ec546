# async generators: an exception raised by the generator ends the async for; the loop body break runs finally later
import asyncio

async def risky():
    yield 1
    raise ValueError("from agen")

async def main():
    try:
        async for x in risky():
            print("got", x)
    except ValueError as e:
        print("caught", e)

asyncio.run(main())
