# uncaught: {}.copy(1)
{}.copy(1)
