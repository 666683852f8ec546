# uncaught: {}.get(1, 2, 3)
{}.get(1, 2, 3)
