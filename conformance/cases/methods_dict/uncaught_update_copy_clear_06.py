# uncaught: {}.clear(1)
{}.clear(1)
