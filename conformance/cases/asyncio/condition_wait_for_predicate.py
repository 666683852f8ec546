# asyncio Condition: wait_for with a predicate, notify_all, errors without the lock
import asyncio

async def main():
    cond = asyncio.Condition()
    state = {"n": 0}

    async def waiter(k):
        async with cond:
            await cond.wait_for(lambda: state["n"] >= k)
            print("waiter", k, "sees", state["n"])

    ws = [asyncio.create_task(waiter(k)) for k in (2, 1, 3)]
    for i in range(3):
        await asyncio.sleep(0)
        async with cond:
            state["n"] += 1
            print("n =", state["n"])
            cond.notify_all()
    await asyncio.gather(*ws)
    try:
        cond.notify()
    except RuntimeError as e:
        print(e)
    try:
        await cond.wait()
    except RuntimeError as e:
        print(e)

asyncio.run(main())
