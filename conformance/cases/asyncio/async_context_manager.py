# async/asyncio as CPython runs it: async context manager
import asyncio

class Resource:
    def __init__(self, name):
        self.name = name

    async def __aenter__(self):
        await asyncio.sleep(0)
        print("open", self.name)
        return self

    async def __aexit__(self, exc_type, exc, tb):
        await asyncio.sleep(0)
        print("close", self.name, exc_type.__name__ if exc_type else None)
        return exc_type is KeyError

async def main():
    async with Resource("a") as a, Resource("b") as b:
        print("using", a.name, b.name)
    async with Resource("c"):
        raise KeyError("suppressed")
    print("after suppress")
    try:
        async with Resource("d"):
            raise ValueError("propagates")
    except ValueError as e:
        print("caught", e)

asyncio.run(main())
