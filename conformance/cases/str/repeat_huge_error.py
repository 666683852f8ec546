# repetition producing an impossibly large string
try:
    "ab" * (2**62)
except (OverflowError, MemoryError) as e:
    print(type(e).__name__)
