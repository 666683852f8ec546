# async/asyncio as CPython runs it: uncaught in run
import asyncio

async def main():
    await asyncio.sleep(0)
    raise KeyError("missing")

print("before")
asyncio.run(main())
