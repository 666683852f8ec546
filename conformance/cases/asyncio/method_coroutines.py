# async/asyncio as CPython runs it: method coroutines
import asyncio

class Client:
    def __init__(self):
        self.calls = 0

    async def get(self, key):
        self.calls += 1
        await asyncio.sleep(0)
        return {"key": key, "n": self.calls}

    @staticmethod
    async def static():
        return "static"

    @classmethod
    async def make(cls):
        return cls()

async def main():
    c = await Client.make()
    print(await asyncio.gather(c.get("a"), c.get("b")))
    print(await Client.static(), c.calls)

asyncio.run(main())
