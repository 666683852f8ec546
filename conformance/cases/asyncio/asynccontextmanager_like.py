# async/asyncio as CPython runs it: asynccontextmanager like
import asyncio

class Timer:
    async def __aenter__(self):
        self.events = ["enter"]
        return self.events

    async def __aexit__(self, *exc):
        self.events.append("exit")

async def main():
    t = Timer()
    async with t as ev:
        ev.append("body")
        return_value = list(ev)
    print(return_value, t.events)

asyncio.run(main())
