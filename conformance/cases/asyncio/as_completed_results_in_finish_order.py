# asyncio as_completed: results arrive in completion order, exceptions raise from the awaited item
import asyncio

async def f(d, v):
    await asyncio.sleep(d)
    if v == "bad":
        raise ValueError("bad one")
    return v

async def main():
    aws = [f(0.05, "slow"), f(0.01, "fast"), f(0.03, "bad"), f(0.02, "mid")]
    for c in asyncio.as_completed(aws):
        try:
            print(await c)
        except ValueError as e:
            print("error:", e)

asyncio.run(main())
