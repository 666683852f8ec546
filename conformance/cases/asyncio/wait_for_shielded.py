# wait_for over a shield: the timeout cancels the shield, the inner task finishes
import asyncio

async def slow():
    await asyncio.sleep(0.05)
    print("slow finished")
    return "value"

async def main():
    t = asyncio.create_task(slow())
    try:
        await asyncio.wait_for(asyncio.shield(t), 0.01)
    except TimeoutError:
        print("timed out", t.done())
    print(await t)

asyncio.run(main())
