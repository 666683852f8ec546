# uncaught: {1}.isdisjoint(1)
{1}.isdisjoint(1)
