# uncaught: {}.setdefault([], 1)
{}.setdefault([], 1)
