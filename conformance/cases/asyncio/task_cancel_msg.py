# async/asyncio as CPython runs it: task cancel msg
import asyncio

async def main():
    t = asyncio.create_task(asyncio.sleep(5))
    await asyncio.sleep(0)
    t.cancel("stop now")
    try:
        await t
    except asyncio.CancelledError as e:
        print("args", e.args)

asyncio.run(main())
