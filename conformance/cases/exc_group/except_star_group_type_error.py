# except* ExceptionGroup is a TypeError at match time
try:
    try:
        raise ValueError(1)
    except* ExceptionGroup:
        pass
except TypeError as e:
    print(e)
try:
    try:
        raise ValueError(1)
    except* (ValueError, BaseExceptionGroup):
        pass
except TypeError as e:
    print(e)
try:
    try:
        raise ValueError(1)
    except* 5:
        pass
except TypeError as e:
    print(e)
