# async/asyncio as CPython runs it: an exception in __aenter__ skips the body and __aexit__
import asyncio

class Broken:
    async def __aenter__(self):
        raise OSError("cannot open")

    async def __aexit__(self, *exc):
        print("never")

async def main():
    try:
        async with Broken():
            print("never body")
    except OSError as e:
        print("caught", e)

asyncio.run(main())
