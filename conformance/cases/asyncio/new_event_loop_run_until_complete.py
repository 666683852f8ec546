# a loop made by hand: run_until_complete twice, then close
import asyncio

async def add(a, b):
    await asyncio.sleep(0)
    return a + b

loop = asyncio.new_event_loop()
print(loop.run_until_complete(add(1, 2)))
print(loop.run_until_complete(add(3, 4)))
fut = loop.create_future()
loop.call_soon(fut.set_result, "via call_soon")
print(loop.run_until_complete(fut))
loop.close()
print(loop.is_closed())
