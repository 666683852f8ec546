# a cancelled task may await in finally; the awaited sleep completes before it ends
import asyncio

async def job():
    try:
        await asyncio.sleep(10)
    finally:
        print("cleanup start")
        await asyncio.sleep(0.01)
        print("cleanup end")

async def main():
    t = asyncio.create_task(job())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("job cancelled")

asyncio.run(main())
