# exceptions raised in awaited coroutines keep __context__ and __cause__
import asyncio

async def low():
    raise KeyError("low")

async def mid():
    try:
        await low()
    except KeyError as e:
        raise ValueError("mid") from e

async def top():
    try:
        await mid()
    except ValueError as e:
        print(repr(e), repr(e.__cause__), e.__suppress_context__)
        raise RuntimeError("top")

async def main():
    try:
        await top()
    except RuntimeError as e:
        print(repr(e), repr(e.__context__), repr(e.__context__.__cause__))

asyncio.run(main())
