# uncaught: {}.popitem()
{}.popitem()
