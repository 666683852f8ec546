# async/asyncio as CPython runs it: call_soon callbacks run in FIFO order, interleaved with task steps
import asyncio

async def task(name):
    print("task", name, "step 1")
    await asyncio.sleep(0)
    print("task", name, "step 2")

async def main():
    loop = asyncio.get_running_loop()
    loop.call_soon(print, "callback 1")
    t = asyncio.create_task(task("A"))
    loop.call_soon(print, "callback 2")
    await asyncio.sleep(0)
    print("main resumed")
    await t

asyncio.run(main())
