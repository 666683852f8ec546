# async with on a user class: call order, the exception triple, suppression by a true result
import asyncio

class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress
    async def __aenter__(self):
        print("enter", self.name)
        await asyncio.sleep(0)
        return self.name.upper()
    async def __aexit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        await asyncio.sleep(0)
        return self.suppress

async def main():
    async with CM("a") as a, CM("b") as b:
        print("body", a, b)
    async with CM("s", True):
        raise ValueError("swallowed")
    print("after suppress")
    try:
        async with CM("n"):
            raise KeyError("out")
    except KeyError as e:
        print("propagated", e)

asyncio.run(main())
