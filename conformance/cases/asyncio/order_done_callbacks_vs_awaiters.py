# asyncio ordering: done callbacks and awaiting tasks run in registration order
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()

    async def waiter(i):
        r = await fut
        print("waiter", i, r)

    ws = [asyncio.create_task(waiter(i)) for i in range(3)]
    await asyncio.sleep(0)
    fut.add_done_callback(lambda f: print("callback", f.result()))
    loop.call_soon(print, "call_soon before set")
    fut.set_result("R")
    loop.call_soon(print, "call_soon after set")
    await asyncio.gather(*ws)
    print("end")

asyncio.run(main())
