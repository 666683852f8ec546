# asyncio cancellation: a task cancelled before its first step never runs its body
import asyncio

async def body():
    print("body ran")
    return 1

async def main():
    t = asyncio.create_task(body())
    t.cancel("early")
    try:
        await t
    except asyncio.CancelledError as e:
        print("cancelled", e.args)
    print(t.cancelled())

asyncio.run(main())
