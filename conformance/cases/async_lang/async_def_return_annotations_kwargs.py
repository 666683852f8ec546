# async def with defaults, keyword-only, *args, **kwargs and annotations
import asyncio

async def f(a, b=2, *args, c, d=4, **kw) -> str:
    return f"{a} {b} {args} {c} {d} {sorted(kw.items())}"

async def main():
    print(await f(1, c=3))
    print(await f(1, 5, 6, 7, c=8, e=9))
    print(f.__annotations__)
    try:
        f(1)
    except TypeError as e:
        print(e)

asyncio.run(main())
