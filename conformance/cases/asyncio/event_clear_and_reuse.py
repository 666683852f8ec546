# async/asyncio as CPython runs it: an Event set, cleared and set again wakes the waiters each time
import asyncio

async def main():
    ev = asyncio.Event()
    rounds = []

    async def waiter():
        for i in range(2):
            await ev.wait()
            rounds.append(i)
            ev.clear()

    t = asyncio.create_task(waiter())
    for _ in range(2):
        await asyncio.sleep(0)
        ev.set()
        await asyncio.sleep(0)
    await t
    print(rounds, ev.is_set())

asyncio.run(main())
